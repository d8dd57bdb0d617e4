/**
 * Strapi's end-user sign-up (users-permissions, POST /api/auth/local/register)
 * stays off: the app's accounts live in the API, never in Strapi. The switch
 * is the plugin's "Enable sign-ups" advanced setting, kept in its store;
 * turned back off at every boot should someone flip it in the admin panel.
 * (The Public role also loses the auth actions: see public-permissions.ts.)
 */
import type { Core } from '@strapi/strapi';

type AdvancedSettings = { allow_register?: boolean } & Record<string, unknown>;

export async function disableEndUserRegistration(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const settings = ((await store.get({ key: 'advanced' })) ?? {}) as AdvancedSettings;
  if (settings.allow_register === false) return;
  await store.set({ key: 'advanced', value: { ...settings, allow_register: false } });
  strapi.log.info('[cms] Turned off end-user sign-up (users-permissions allow_register).');
}
