import type { ReactNode } from 'react';
import type { AdminBannerDto } from '../../../../../shared/admin-banners';
import { SortableList } from '../../components/sortable-list';

/** The banners in carousel order, reordered by drag and drop or the move buttons. `onOrder` gets the new order. */
export function BannerList({
  banners,
  onOrder,
  renderBody,
}: {
  banners: AdminBannerDto[];
  onOrder: (next: AdminBannerDto[]) => void;
  renderBody: (banner: AdminBannerDto) => ReactNode;
}) {
  return (
    <SortableList
      items={banners}
      nameOf={(b) => b.altText}
      noun="banner"
      label="Banners in carousel order"
      onOrder={onOrder}
      renderBody={renderBody}
    />
  );
}
