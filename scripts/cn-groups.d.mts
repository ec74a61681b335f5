/** The class names of src/web and src/shared that tailwind-merge knows, sorted. */
export declare function classVocabulary(): string[];
