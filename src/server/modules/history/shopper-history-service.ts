import type { BuyAgainDto, ProductCardsDto } from '../../../shared/shopper-history';
import type { Database } from '../../db/client';
import { toCard } from '../catalog/catalog-service';
import { shopperHistoryRepository } from './shopper-history-repository';

/** Recently viewed (recorded by the product page after it shows) and buy again, for the signed-in shopper. */
export function createShopperHistoryService(database: Database) {
  return {
    recordView: (userId: string, productId: string) => shopperHistoryRepository.recordView(database, userId, productId),

    async recentlyViewed(userId: string): Promise<ProductCardsDto> {
      return { products: (await shopperHistoryRepository.recentlyViewed(database, userId)).map((row) => toCard(row)) };
    },

    clearViewed: (userId: string) => shopperHistoryRepository.clearViewed(database, userId),

    async buyAgain(userId: string): Promise<BuyAgainDto> {
      return {
        items: (await shopperHistoryRepository.buyAgain(database, userId)).map((row) => ({
          product: toCard(row),
          timesOrdered: row.times_ordered,
        })),
      };
    },
  };
}

export type ShopperHistoryService = ReturnType<typeof createShopperHistoryService>;
