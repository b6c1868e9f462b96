// Tenants: owners see and create them all; an admin sees their own.

import { mayAddTenants } from '@shared/accounts';
import type { AdminRequest } from '@shared/api/adminRequests';
import { conflict, forbidden } from '../http/reply';
import type { AdminContext } from './context';

export async function tenants({ services, caller }: AdminContext) {
  const all = await services.tenants.all();
  return { list: caller.role == 'owner' ? all : all.filter((tenant) => tenant.tenantId == caller.tenantId) };
}

export async function addTenant({ services, caller }: AdminContext, body: AdminRequest<'addTenant'>) {
  if (!mayAddTenants(caller)) throw forbidden('only an owner adds tenants');
  if (!(await services.tenants.add(body.tenantId, body.name))) throw conflict('tenantId: is taken');
  return { tenant: (await services.tenants.get(body.tenantId))! };
}
