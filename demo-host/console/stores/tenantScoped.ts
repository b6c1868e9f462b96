// What the channel editor loads of a tenant (its knowledge documents, its rating form, its
// work-order types): one value per store, for the tenant last asked for, loaded once and
// forgotten when another person signs in (they may be of another tenant).
import { atom, type WritableAtom } from 'nanostores';
import { $me } from './auth';

export interface TenantScoped<T> {
  /** The value and whose it is; undefined until loaded. */
  $value: WritableAtom<{ tenantId: string; value: T } | undefined>;
  /** Loads the tenant's value unless it is there or on its way; a failed load is tried again next time. */
  load: (tenantId: string) => Promise<void>;
  /** The value as the server answered a change, for the tenant shown. */
  set: (tenantId: string, value: T) => void;
}

export function tenantScoped<T>(fetch: (tenantId: string) => Promise<T>): TenantScoped<T> {
  const $value = atom<{ tenantId: string; value: T } | undefined>(undefined);
  let loading: { tenantId: string; done: Promise<void> } | undefined;

  const load = (tenantId: string): Promise<void> => {
    if ($value.get()?.tenantId == tenantId) return Promise.resolve();
    if (loading?.tenantId == tenantId) return loading.done;
    const asked = { tenantId, done: Promise.resolve() };
    // An answer to a load no longer current (another tenant asked for since, another person) is dropped.
    asked.done = fetch(tenantId).then(
      (value) => {
        if (loading != asked) return;
        loading = undefined;
        $value.set({ tenantId, value });
      },
      (error: unknown) => {
        if (loading == asked) loading = undefined;
        throw error;
      },
    );
    loading = asked;
    return asked.done;
  };

  let shownFor = $me.get()?.adminId;
  $me.listen((me) => {
    if (me?.adminId == shownFor) return;
    shownFor = me?.adminId;
    loading = undefined;
    $value.set(undefined);
  });

  return { $value, load, set: (tenantId, value) => $value.set({ tenantId, value }) };
}
