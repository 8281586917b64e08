import type { CustomMethod } from '../../types/providerMethods';

/** An access type (spec part 1, "Access types"): a description and the features it holds. */
export interface AccessType {
  id_md5: string;
  descricao: string;
  dt_criacao: string;
}

/** A feature of an access type's table: on when the type holds it. */
export interface Feature {
  id_md5: string;
  descricao: string;
  value: 'on' | 'off';
}

/** A pending toggle of the feature table: on adds the feature to the access type, off removes it. */
export interface FeatureChange {
  id_md5: string;
  on: boolean;
}

/** What a save of pending toggles did: the changes the server took, and the first refusal (the rest were not sent). */
export interface FeatureSaveResult {
  saved: string[];
  error?: unknown;
}

/** The access types' methods beyond CRUD, implemented by the 'permissao' provider. */
export interface PermissaoMethods {
  /** Every feature of the catalogue, on or off for the access type `id`. */
  features: CustomMethod<{ id: string }, Feature[]>;
  /** Sends the pending toggles of the access type `id`; a refusal is in the result, not thrown. */
  saveFeatures: CustomMethod<{ id: string; changes: readonly FeatureChange[] }, FeatureSaveResult>;
}
