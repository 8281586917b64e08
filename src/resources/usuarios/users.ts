/**
 * The users area's domain (spec part 1, "User access release"): the record the 'usuarios' provider gives the screen
 * and the changes a row sends. Pure: no React, no screen, no wire shape.
 */

/** Rotation type of a user: rotation a, b, c. */
export type RotationId = 0 | 1 | 2;

/** A user of the list. */
export interface User {
  personId: string;
  name: string;
  email: string;
  /** 'S' = blocked. */
  blocked: 'S' | 'N';
  /** The access type (its id_md5). */
  accessTypeId: string;
  /** Rotation type (the column is offered hidden, docs/decisions.md). */
  rotationId: RotationId;
}

/** The fields a row changes at once, each with its own call. */
export type UserChangeField = 'blocked' | 'accessTypeId' | 'rotationId';

export type UserRecord = User & { id: string };
