// The accounts a channel's groups may hold: those of the channel's tenant (the admin API's
// `accounts`), for the Routing section's groups. Who answers in a group travels with the group
// (its adminIds), so the list only offers the choice; the server checks each id on save.
import type { Account } from '@shared/api';
import { atom } from 'nanostores';
import { callAdmin } from '../api/agentClient';

export interface TenantAgents {
  tenantId: string;
  /** undefined while loading */
  list: Account[] | undefined;
  failed?: string;
}

export const $tenantAgents = atom<TenantAgents | undefined>(undefined);

/** Loads the tenant's accounts, once per tenant unless `again`. */
export async function loadTenantAgents(tenantId: string, again = false) {
  const shown = $tenantAgents.get();
  if (shown?.tenantId == tenantId && shown.list && !again) return;
  $tenantAgents.set({ tenantId, list: undefined });
  try {
    const { list } = await callAdmin('accounts', { tenantId });
    // An answer for a tenant no longer edited (another channel opened meanwhile) is dropped.
    if ($tenantAgents.get()?.tenantId == tenantId) $tenantAgents.set({ tenantId, list });
  } catch (error) {
    if ($tenantAgents.get()?.tenantId == tenantId)
      $tenantAgents.set({ tenantId, list: undefined, failed: error instanceof Error ? error.message : String(error) });
  }
}
