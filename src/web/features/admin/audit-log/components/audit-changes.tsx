import { auditChanges } from '../../../../../shared/admin-audit';

const show = (value: unknown) =>
  value === undefined ? '—' : value === null ? 'none' : typeof value === 'string' ? value : JSON.stringify(value);

/** An entry's before and after as the fields that changed, one row each: "role · admin → super_admin". */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  if (before == null && after == null) return <p className="text-sm text-muted">No record was kept with this entry.</p>;
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <p className="text-sm text-muted">Nothing differs between before and after.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Changed fields</caption>
      <thead>
        <tr className="text-ink">
          <th scope="col" className="py-1 pr-3 font-semibold">
            Field
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            Before
          </th>
          <th scope="col" className="py-1 font-semibold">
            After
          </th>
        </tr>
      </thead>
      <tbody className="align-top">
        {changes.map((change) => (
          <tr key={change.key} className="border-t border-gray-200">
            <th scope="row" className="py-1 pr-3 font-mono font-normal break-all">
              {change.key}
            </th>
            <td className="py-1 pr-3 break-all text-red-800">
              <span className="sr-only">before: </span>
              {show(change.before)}
            </td>
            <td className="py-1 break-all text-brand-800">
              <span className="sr-only">after: </span>
              {show(change.after)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
