import { INQUIRY_STATUS_LABELS, type InquiryStatus } from '../../../../../shared/inquiries';
import { cn } from '../../../../lib/cn';

const TONES: Record<InquiryStatus, string> = {
  new: 'bg-saffron-100 text-saffron-900',
  in_progress: 'bg-blue-100 text-blue-900',
  answered: 'bg-brand-100 text-brand-900',
  closed: 'bg-gray-100 text-gray-800',
};

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span
      className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', TONES[status])}
    >
      {INQUIRY_STATUS_LABELS[status]}
    </span>
  );
}
