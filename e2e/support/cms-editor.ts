import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInToStrapiAdmin } from '../../api/test/content/support/strapi-admin';
import { E2E_PORTS } from '../ports';

/**
 * An editor in the run's CMS, through the admin API the Strapi panel calls:
 * signed in as the first super admin, whose password this run's CMS wrote to
 * its credentials file (CMS_ADMIN_CREDENTIALS_FILE).
 */
export async function signInAsEditor() {
  const file = readFileSync(join(process.env.E2E_RUN_DIR ?? '', 'admin-credentials.txt'), 'utf8');
  const value = (key: string) => new RegExp(`^${key}: (.+)$`, 'm').exec(file)?.[1]?.trim() ?? '';
  return signInToStrapiAdmin(`http://127.0.0.1:${E2E_PORTS.cms}`, {
    email: value('email'),
    password: value('password'),
  });
}
