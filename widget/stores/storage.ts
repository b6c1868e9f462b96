// The widget's own storage (inside the iframe it may be partitioned or blocked).
import { createListedStorage } from '@shared/expiringStorage';

export const widgetStorage = createListedStorage(() => localStorage);
