import { ADDRESS_MESSAGES, MAX_ADDRESSES, type AddressDto, type ProfileDto } from '../../../shared/account';
import type { z } from 'zod';
import type { addressInput, profileInput } from '../../../shared/account';
import type { Database } from '../../db/client';
import { type Executor, inTransaction } from '../../db/executor';
import { AppError, notFound } from '../../errors';
import { accountRepository, type AddressFields, type AddressRow } from './account-repository';

type AddressInput = z.output<typeof addressInput>;
type ProfilePatch = z.output<typeof profileInput>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAddress(row: AddressRow): AddressDto {
  return {
    id: row.id,
    label: row.label,
    street: row.street,
    street2: row.street2,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    country: 'US',
    isDefault: row.is_default,
    deliverable: row.deliverable,
  };
}

const fieldsOf = (input: AddressInput) => ({
  label: input.label,
  street: input.street,
  street2: input.street2,
  city: input.city,
  state: input.state,
  zipCode: input.zipCode,
});

/** A shopper's own profile and addresses; another user's address is simply "not found". */
export function createAccountService(database: Database) {
  const addressNotFound = () => notFound(ADDRESS_MESSAGES.notFound);
  async function reload(userId: string, id: string): Promise<AddressDto> {
    const row = await accountRepository.address(database, userId, id);
    if (!row) throw addressNotFound();
    return toAddress(row);
  }
  const checkId = (id: string) => {
    if (!UUID.test(id)) throw addressNotFound();
  };
  /** Address writes hold the user's row, so two tabs saving at once cannot both make a default. */
  const withUserLock = <T>(userId: string, work: (tx: Executor) => Promise<T>): Promise<T> =>
    inTransaction(database, async (tx) => {
      await accountRepository.lockUser(tx, userId);
      return work(tx);
    });

  return {
    async profile(userId: string): Promise<ProfileDto> {
      const row = await accountRepository.profile(database, userId);
      if (!row) throw notFound('Account not found');
      return {
        userId: row.user_id,
        email: row.email,
        emailVerified: row.email_verified,
        fullName: row.full_name,
        phone: row.phone,
        dateOfBirth: row.date_of_birth,
        hasPassword: row.has_password,
      };
    },

    async updateProfile(userId: string, email: string, patch: ProfilePatch): Promise<ProfileDto> {
      await inTransaction(database, (tx) => accountRepository.updateProfile(tx, userId, email, patch));
      return this.profile(userId);
    },

    async addresses(userId: string): Promise<AddressDto[]> {
      return (await accountRepository.listAddresses(database, userId)).map(toAddress);
    },

    /** The first address becomes the default, as does any address saved with isDefault. */
    async addAddress(userId: string, input: AddressInput): Promise<AddressDto> {
      const id = await withUserLock(userId, async (tx) => {
        const count = await accountRepository.countAddresses(tx, userId);
        if (count >= MAX_ADDRESSES) throw new AppError('ADDRESS_LIMIT', ADDRESS_MESSAGES.limit);
        const created = await accountRepository.insertAddress(tx, userId, fieldsOf(input), false);
        if (count === 0 || input.isDefault) await accountRepository.makeDefault(tx, userId, created);
        return created;
      });
      return reload(userId, id);
    },

    /**
     * Checkout's "Save this address": the address delivered to becomes the default, so the next checkout
     * offers it first. An address already saved is made the default instead of saved twice; at the
     * limit of saved addresses nothing is added (the order itself has the address).
     */
    async rememberAddress(userId: string, address: Omit<AddressFields, 'label'>): Promise<void> {
      await withUserLock(userId, async (tx) => {
        const saved = await accountRepository.sameAddressId(tx, userId, address);
        if (saved) {
          await accountRepository.makeDefault(tx, userId, saved);
          return;
        }
        if ((await accountRepository.countAddresses(tx, userId)) >= MAX_ADDRESSES) return;
        const created = await accountRepository.insertAddress(tx, userId, { label: '', ...address }, false);
        await accountRepository.makeDefault(tx, userId, created);
      });
    },

    async updateAddress(userId: string, id: string, input: AddressInput): Promise<AddressDto> {
      checkId(id);
      await withUserLock(userId, async (tx) => {
        if (!(await accountRepository.updateAddress(tx, userId, id, fieldsOf(input)))) throw addressNotFound();
        if (input.isDefault) await accountRepository.makeDefault(tx, userId, id);
      });
      return reload(userId, id);
    },

    async setDefaultAddress(userId: string, id: string): Promise<AddressDto> {
      checkId(id);
      await withUserLock(userId, async (tx) => {
        if (!(await accountRepository.makeDefault(tx, userId, id))) throw addressNotFound();
      });
      return reload(userId, id);
    },

    /** Deleting the default hands the role to the most recently added remaining address. */
    async deleteAddress(userId: string, id: string): Promise<void> {
      checkId(id);
      await withUserLock(userId, async (tx) => {
        const { deleted, wasDefault } = await accountRepository.deleteAddress(tx, userId, id);
        if (!deleted) throw addressNotFound();
        if (wasDefault) {
          const next = await accountRepository.newestAddressId(tx, userId);
          if (next) await accountRepository.makeDefault(tx, userId, next);
        }
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
