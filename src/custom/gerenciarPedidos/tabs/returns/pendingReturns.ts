/** The pending returns' domain (spec part 2, section 6), in the app's own names (docs/glossary.md). Pure types. */

/** A product waiting to be picked up from the retailer. */
export interface PendingReturn {
  id: string;
  personId: string;
  personName: string;
  productId: string;
  productName: string;
  /** m³. */
  volume: number;
  itemQuantity: number;
}
