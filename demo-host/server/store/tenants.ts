// The tenants of the instance (the spec's tenantId): an owner creates them; channels and accounts belong to one.
import type { Tenant } from '@shared/api';
import type { Sql } from '../db/sql';

interface TenantRow {
  tenant_id: string;
  name: string;
  created_at: number | string;
}

const toTenant = (row: TenantRow): Tenant => ({
  tenantId: row.tenant_id,
  name: row.name,
  createdAt: Number(row.created_at),
});

export function tenantStore(sql: Sql, now: () => number) {
  return {
    async all(): Promise<Tenant[]> {
      return (await sql.all<TenantRow>('SELECT * FROM tenants ORDER BY created_at, tenant_id')).map(toTenant);
    },
    async get(tenantId: string): Promise<Tenant | undefined> {
      const row = await sql.get<TenantRow>('SELECT * FROM tenants WHERE tenant_id = ?', [tenantId]);
      return row && toTenant(row);
    },
    /** Adds the tenant; false when its id is taken. */
    async add(tenantId: string, name: string): Promise<boolean> {
      const added = await sql.run(
        'INSERT INTO tenants (tenant_id, name, created_at) VALUES (?, ?, ?) ON CONFLICT (tenant_id) DO NOTHING',
        [tenantId, name, now()],
      );
      return added > 0;
    },
  };
}
