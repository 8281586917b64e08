/** Per-call time limits of the spec (parts 1-3, "calls" and "business constants"). */
export const TIMEOUTS = {
  auth: 1500,
  pendingCounters: 3000,
  groupSuppliersAndConditions: 2500,
  paymentConditions: 5500,
} as const;
