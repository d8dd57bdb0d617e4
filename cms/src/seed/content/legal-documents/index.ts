import type { SeedLegalDocument } from '../types';
import { LEGAL } from './legal';
import { PRIVACY } from './privacy';
import { PRIVACY_POLICY } from './privacy-policy';
import { TERMS } from './terms';
import { TERMS_OF_SERVICE } from './terms-of-service';

export const LEGAL_DOCUMENTS: SeedLegalDocument[] = [
  TERMS,
  TERMS_OF_SERVICE,
  PRIVACY,
  PRIVACY_POLICY,
  LEGAL,
];
