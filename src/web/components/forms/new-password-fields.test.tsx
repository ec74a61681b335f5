// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { NewPasswordFields } from './new-password-fields';

function Harness() {
  const { control, register, setError } = useForm({ defaultValues: { next: '', again: '' } });
  return (
    <form>
      <NewPasswordFields control={control} register={register} name="next" confirmName="again" />
      <button type="button" onClick={() => setError('again', { message: "Passwords don't match" })}>
        Check
      </button>
    </form>
  );
}

afterEach(cleanup);

describe('NewPasswordFields', () => {
  it('labels both boxes, shows the meter once something is typed, and links errors to their box', () => {
    render(<Harness />);
    const next = screen.getByLabelText('New password');
    expect(next.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.queryByTestId('password-strength')).toBeNull();
    fireEvent.input(next, { target: { value: 'Abcdefg1!' } });
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(next.getAttribute('type')).toBe('text');
    const again = screen.getByLabelText('Confirm new password');
    expect(again.getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(again.getAttribute('aria-invalid')).toBe('true');
    const describedBy = again.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe("Passwords don't match");
    expect(next.getAttribute('aria-invalid')).toBeNull();
  });
});
