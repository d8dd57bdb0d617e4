import type { TUser } from '@manifest/contracts/auth';
import { ZUpdateProfileRequest, type TUpdateProfileRequest } from '@manifest/contracts/auth';
import { Button } from '@manifest/ui/button';
import { Form, FormField, LabeledField, useZodForm } from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { toast } from '@manifest/ui/use-toast';
import { LoaderCircle } from 'lucide-react';

import { readBrowserTimeZone } from '../../auth/utils/browser-time-zone';
import { useUpdateProfile } from '../api/update-profile';
import { describeUpdateProfileFailure } from '../utils/describe-update-profile-failure';
import { TimeZoneField } from './time-zone-field';

const HEADING_ID = 'profile-form-heading';

/** What the form starts from: the person as the server knows them, the browser's zone if none. */
const profileOf = (user: TUser): TUpdateProfileRequest => ({
  firstName: user.firstName,
  lastName: user.lastName,
  timeZone: user.timeZone ?? readBrowserTimeZone() ?? 'UTC',
});

/** First and last name and the time zone; saved together, then the signed-in user is read again. */
export function ProfileForm({ user }: { user: TUser }) {
  const form = useZodForm(ZUpdateProfileRequest, { defaultValues: profileOf(user) });
  const updateProfile = useUpdateProfile();

  const handleValid = form.handleSubmit((values) =>
    updateProfile.mutateAsync(values).then(
      (saved) => form.reset(profileOf(saved)),
      (error: unknown) => {
        const failure = describeUpdateProfileFailure(error);
        if (failure.field) {
          form.setError(failure.field, { type: 'server', message: failure.message });
        } else {
          toast({ ...failure.problem, variant: 'destructive' });
        }
      },
    ),
  );

  return (
    <Form {...form}>
      {/* noValidate: each message is shown beside its field, not in the browser's bubbles. */}
      <form noValidate onSubmit={handleValid} aria-labelledby={HEADING_ID}>
        <h3 id={HEADING_ID} className="sr-only">
          Name and time zone
        </h3>
        <fieldset disabled={updateProfile.isPending} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <LabeledField
              control={form.control}
              name="firstName"
              label="First Name"
              render={({ field }) => <Input autoComplete="given-name" {...field} />}
            />
            <LabeledField
              control={form.control}
              name="lastName"
              label="Last Name"
              render={({ field }) => <Input autoComplete="family-name" {...field} />}
            />
          </div>
          <FormField
            control={form.control}
            name="timeZone"
            render={({ field }) => <TimeZoneField field={field} />}
          />
          <div className="flex justify-end pt-2">
            <Button
              type="submit"
              className="w-full sm:w-auto"
              disabled={updateProfile.isPending || !form.formState.isDirty}
              aria-busy={updateProfile.isPending}
            >
              {updateProfile.isPending && (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              )}
              {updateProfile.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </div>
        </fieldset>
      </form>
    </Form>
  );
}
