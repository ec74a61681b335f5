import {
  type Control,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
  useFormState,
  useWatch,
} from 'react-hook-form';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';
import { PasswordStrength } from './password-strength';

/**
 * A new password with its strength meter, and the box that confirms it: the same on sign-up, reset
 * and change password. Labels differ per form ("Password" on sign-up, "New password" elsewhere);
 * the confirm box always toggles as "Show confirm password".
 */
export function NewPasswordFields<T extends FieldValues>({
  control,
  register,
  name,
  confirmName,
  label = 'New password',
  confirmLabel = 'Confirm new password',
  showLabel,
  hideLabel,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  /** The new password's field and its confirmation's. */
  name: Path<T>;
  confirmName: Path<T>;
  label?: string;
  confirmLabel?: string;
  /** The new password box's show/hide toggle (PasswordInput's own when not given). */
  showLabel?: string;
  hideLabel?: string;
}) {
  const password: unknown = useWatch({ control, name });
  const { errors } = useFormState({ control, name: [name, confirmName] });
  const message = (field: Path<T>) => (get(errors, field) as { message?: string } | undefined)?.message;
  return (
    <>
      <div>
        <FormField label={label} error={message(name)}>
          <PasswordInput autoComplete="new-password" showLabel={showLabel} hideLabel={hideLabel} {...register(name)} />
        </FormField>
        <PasswordStrength password={typeof password === 'string' ? password : ''} />
      </div>
      <FormField label={confirmLabel} error={message(confirmName)}>
        <PasswordInput
          autoComplete="new-password"
          showLabel="Show confirm password"
          hideLabel="Hide confirm password"
          {...register(confirmName)}
        />
      </FormField>
    </>
  );
}
