import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { outcomeText, PROBLEM_LABELS } from '../../../../shared/order-reports';
import { storeDayTime } from '../../../../shared/store-dates';
import { buttonVariants } from '../../../components/ui/button';
import { orderProblemsQuery, reportPhotoUrl } from '../api/order-problems-api';

/**
 * On a delivered order: "Report a problem" while reporting is open (48 hours after delivery), and each
 * report with what staff decided. Nothing on an order that is not delivered and has no reports.
 */
export function OrderProblems({ orderId, delivered }: { orderId: string; delivered: boolean }) {
  const { data } = useQuery({ ...orderProblemsQuery(orderId), enabled: delivered });
  if (!data || (!data.canReport && data.reports.length === 0)) return null;
  return (
    <section aria-labelledby="problems-heading" className="mt-6 border-t border-gray-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="problems-heading" className="text-sm font-bold">
          Problems with this order
        </h3>
        {data.canReport ? (
          <Link to={`/account/orders/${orderId}/report`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Report a problem
          </Link>
        ) : null}
      </div>
      {data.canReport && data.deadline ? (
        <p className="mt-1 text-xs text-muted">
          Something missing, damaged, wrong or not fresh? Tell us by {storeDayTime(data.deadline)}.
        </p>
      ) : null}
      {data.reports.length ? (
        <ul className="mt-3 grid gap-3">
          {data.reports.map((report) => (
            <li key={report.id} className="rounded-lg border border-gray-200 p-3 text-sm" data-testid="problem-report">
              <p className="font-semibold">
                {report.lineName}: {PROBLEM_LABELS[report.problem].toLowerCase()}
              </p>
              <p className="text-muted">
                Reported {storeDayTime(report.createdAt)} · “{report.note}”
              </p>
              {report.hasPhoto ? (
                <img
                  src={reportPhotoUrl(orderId, report.id)}
                  alt={`Your photo of ${report.lineName}`}
                  className="mt-2 size-24 rounded-lg object-cover"
                  loading="lazy"
                />
              ) : null}
              <p className={`mt-2 font-medium ${report.resolution ? 'text-green-800' : 'text-amber-900'}`}>
                {outcomeText(report)}
              </p>
              {report.resolutionNote ? <p className="mt-1">{report.resolutionNote}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
