import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '../../../../../shared/subscriptions';
import { Badge } from '../../../../components/ui/badge';

const VARIANT = { active: 'success', paused: 'warning', cancelled: 'neutral' } as const;

export const SubscriptionStatusBadge = ({ status }: { status: SubscriptionStatus }) => (
  <Badge variant={VARIANT[status]}>{SUBSCRIPTION_STATUS_LABELS[status]}</Badge>
);
