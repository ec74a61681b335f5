// DOM matchers (toBeInTheDocument, toBeVisible, toHaveAccessibleName, …) for every test file, so a
// component test says what it expects of an element rather than that a query returned something.
import '@testing-library/jest-dom/vitest';
