// The widget's own storage (inside the iframe it may be partitioned or blocked).
import { createExpiringStorage } from '@shared/expiringStorage';

export const widgetStorage = createExpiringStorage(() => localStorage);
