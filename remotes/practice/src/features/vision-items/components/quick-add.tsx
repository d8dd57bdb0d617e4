import { Button } from '@manifest/ui/button';
import { Input } from '@manifest/ui/input';
import { Label } from '@manifest/ui/label';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { useCreateVisionItem } from '../api/create-vision-item';

/** 'Create Vision': Enter or the button adds it; a blank title sends nothing. */
export function QuickAdd() {
  const [title, setTitle] = useState('');
  const create = useCreateVisionItem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    create.mutate(trimmed, { onSuccess: () => setTitle('') });
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <Label htmlFor="create-vision">Create Vision</Label>
      <div className="flex gap-2">
        <Input
          id="create-vision"
          value={title}
          placeholder="What do you want to create in your life?"
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" disabled={create.isPending}>
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
    </form>
  );
}
