/** Per-call time limits of the spec (parts 1-3, "calls" and "business constants"). */
export const TIMEOUTS = {
  auth: 1500,
  pendingCounters: 3000,
  groupSuppliersAndConditions: 2500,
  paymentConditions: 5500,
  /** The compliance document to read and its signature (spec part 3, section 7). */
  complianceDocuments: 3000,
} as const;
