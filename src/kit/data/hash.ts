/** Text fingerprints (FNV-1a), for screens that keep compact marks in cookies or storage. */
export { fingerprint, fnv1a } from '../../dataProviders/core/hash';
