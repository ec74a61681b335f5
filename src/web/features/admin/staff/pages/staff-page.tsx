import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { STAFF_ROLE_LABELS, type StaffMemberDto, staffRoleInput } from '../../../../../shared/admin-staff';
import { STAFF_ROLES, type StaffRole } from '../../../../../shared/auth';
import { FormField } from '../../../../components/forms/form-field';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Spinner } from '../../../../components/ui/spinner';
import { useSession } from '../../../../lib/session';
import { toast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { staffQuery } from '../../components/staff-query';
import { useSetStaffRole } from '../api/staff-api';

/** One place for the server's answer: a toast, and the message kept on the page until the next try. */
function useRoleChange() {
  const mutation = useSetStaffRole();
  const [problem, setProblem] = useState<string | null>(null);
  const change = (email: string, role: StaffRole | null, done: string, onDone?: () => void) => {
    setProblem(null);
    mutation.mutate(
      { email, role },
      {
        onSuccess: () => {
          toast.success(done);
          onDone?.();
        },
        onError: (error) => {
          setProblem(error.message);
          toast.error(error.message);
        },
      },
    );
  };
  return { change, problem, pending: mutation.isPending };
}

/** Granting asks for a role; null (revoke) is the list's. */
const grantInput = staffRoleInput.extend({ role: z.enum(STAFF_ROLES) });
type Grant = z.infer<typeof grantInput>;

function GrantForm({
  onGrant,
  pending,
}: {
  onGrant: (email: string, role: StaffRole, granted: () => void) => void;
  pending: boolean;
}) {
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<Grant>({ resolver: zodResolver(grantInput), defaultValues: { email: '', role: 'admin' } });
  // The field empties once the server granted the role, ready for the next person.
  const submit = handleSubmit(({ email, role }) => onGrant(email, role, () => resetField('email')));
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-wrap items-end gap-3"
      aria-labelledby="grant-heading"
    >
      <FormField label="Email of the account" error={errors.email?.message} className="min-w-0 flex-1 basis-64">
        <Input type="email" required autoComplete="off" {...register('email')} />
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        <NativeSelect className="w-auto" {...register('role')}>
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {STAFF_ROLE_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={pending}>
        Grant role
      </Button>
    </form>
  );
}

function RevokeButton({ member, onRevoke }: { member: StaffMemberDto; onRevoke: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Revoke<span className="sr-only"> {member.email}</span>
      </Button>
      <DialogContent className="max-w-md">
        <DialogTitle className="pr-8 text-lg font-semibold text-ink">Revoke staff access?</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-muted">
          {member.email} will lose the {STAFF_ROLE_LABELS[member.role]} role at once and keep only a shopper&apos;s
          account.
        </DialogDescription>
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button variant="outline">Keep access</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onRevoke();
            }}
          >
            Revoke access
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function StaffRow({
  member,
  isMe,
  canManage,
  onChange,
  pending,
}: {
  member: StaffMemberDto;
  isMe: boolean;
  canManage: boolean;
  onChange: (role: StaffRole | null) => void;
  pending: boolean;
}) {
  const selectId = useId();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">
          {member.fullName ?? member.email}
          {isMe ? <span className="font-normal text-muted"> (you)</span> : null}
        </p>
        {member.fullName ? <p className="text-sm break-all text-muted">{member.email}</p> : null}
      </div>
      {canManage && !isMe ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="sr-only">
            Role of {member.email}
          </label>
          <NativeSelect
            id={selectId}
            className="w-auto"
            value={member.role}
            disabled={pending}
            onChange={(event) => onChange(event.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {STAFF_ROLE_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
          <RevokeButton member={member} onRevoke={() => onChange(null)} />
        </div>
      ) : (
        <span className="text-sm font-semibold text-ink">{STAFF_ROLE_LABELS[member.role]}</span>
      )}
    </li>
  );
}

/** /admin/staff: every staff member sees who has access; only a super admin grants, changes or revokes. */
export default function StaffPage() {
  const { user } = useSession();
  const canManage = user?.role === 'super_admin';
  const { data: staff, isPending, isError, error } = useQuery(staffQuery);
  const { change, problem, pending } = useRoleChange();

  return (
    <>
      <AdminPageHeader
        title="Staff"
        description={
          canManage
            ? 'Grant, change or revoke staff access. Nobody can change their own role, and the shop always keeps a super admin.'
            : 'Who can use the admin. Only a super admin can grant, change or revoke roles.'
        }
      />
      {problem ? (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      {canManage ? (
        <section
          aria-labelledby="grant-heading"
          className="mb-6 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5"
        >
          <h2 id="grant-heading" className="mb-3 text-lg font-semibold text-ink">
            Grant a role
          </h2>
          <GrantForm
            pending={pending}
            onGrant={(email, role, granted) =>
              change(email, role, `${email} is now ${STAFF_ROLE_LABELS[role]}.`, granted)
            }
          />
        </section>
      ) : null}
      <section aria-labelledby="staff-heading" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
        <h2 id="staff-heading" className="text-lg font-semibold text-ink">
          Staff
        </h2>
        {isPending ? (
          <Spinner label="Loading staff…" />
        ) : isError ? (
          <p role="alert" className="mt-2 text-red-700">
            Could not load staff: {error.message}
          </p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {staff.map((member) => (
              <StaffRow
                key={member.userId}
                member={member}
                isMe={member.userId === user?.id}
                canManage={canManage}
                pending={pending}
                onChange={(role) =>
                  change(
                    member.email,
                    role,
                    role ? `${member.email} is now ${STAFF_ROLE_LABELS[role]}.` : `${member.email} is no longer staff.`,
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
