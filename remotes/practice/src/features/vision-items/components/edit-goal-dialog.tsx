import type { TGoal } from '@manifest/contracts/goals';
import { ACCEPTED_IMAGE_TYPES } from '@manifest/contracts/uploads';
import { Button } from '@manifest/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@manifest/ui/dialog';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useZodForm,
} from '@manifest/ui/form';
import { Input } from '@manifest/ui/input';
import { Label } from '@manifest/ui/label';
import { Textarea } from '@manifest/ui/textarea';
import { useState, type ChangeEvent } from 'react';

import { serverMessage } from '@manifest/api-client/request';
import { useUpdateGoal } from '../api/update-goal';
import { useUploadImage } from '../api/upload-image';
import {
  editGoalDefaults,
  imageFileProblem,
  toUpdateGoalRequest,
  ZEditGoalForm,
} from '../utils/edit-goal-form';

/** Edit a vision (a goal): title, description, category, picture (a URL or your own) and date. */
export function EditGoalDialog({ goal, onClose }: { goal: TGoal | null; onClose: () => void }) {
  return (
    <Dialog open={goal !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Vision</DialogTitle>
          <DialogDescription>Make it vivid: a clear title, a picture and a date.</DialogDescription>
        </DialogHeader>
        {goal ? <EditGoalForm key={goal.id} goal={goal} onSaved={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditGoalForm({ goal, onSaved }: { goal: TGoal; onSaved: () => void }) {
  const form = useZodForm(ZEditGoalForm, { defaultValues: editGoalDefaults(goal) });
  const update = useUpdateGoal();
  const upload = useUploadImage();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const imageUrl = form.watch('imageUrl');

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    setFileProblem(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: (image) => form.setValue('imageUrl', image.url, { shouldValidate: true }),
      onError: (error) => setFileProblem(serverMessage(error) ?? 'The image could not be uploaded'),
    });
  };

  const submit = form.handleSubmit((values) =>
    update
      .mutateAsync({ id: goal.id, changes: toUpdateGoalRequest(values) })
      .then(onSaved, () => undefined),
  );

  return (
    <Form {...form}>
      <form noValidate onSubmit={submit} aria-label="Edit Vision">
        <fieldset disabled={update.isPending} className="grid gap-4">
          <FormField
            control={form.control}
            name="title"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Title</FormLabel>
                <FormControl>
                  <Input {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="description"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Description</FormLabel>
                <FormControl>
                  <Textarea rows={3} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid grid-cols-2 gap-4">
            <FormField
              control={form.control}
              name="category"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Category</FormLabel>
                  <FormControl>
                    <Input {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="targetDate"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Target date</FormLabel>
                  <FormControl>
                    <Input type="date" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </div>
          <FormField
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Image URL</FormLabel>
                <FormControl>
                  <Input placeholder="https://..." {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid gap-2">
            <Label htmlFor={`upload-${goal.id}`}>Or upload your own image</Label>
            <Input
              id={`upload-${goal.id}`}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              onChange={onFile}
              disabled={upload.isPending}
            />
            <p className="text-xs text-muted-foreground" role="status">
              {upload.isPending ? 'Uploading...' : 'PNG, JPEG, WebP or GIF, up to 5 MB.'}
            </p>
            {fileProblem ? (
              <p className="text-sm text-destructive" role="alert">
                {fileProblem}
              </p>
            ) : null}
            {imageUrl && !form.getFieldState('imageUrl').invalid ? (
              <img
                src={imageUrl}
                alt={`Preview of the picture for ${goal.title}`}
                className="aspect-video w-full rounded-md object-cover"
              />
            ) : null}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={upload.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </DialogFooter>
        </fieldset>
      </form>
    </Form>
  );
}
