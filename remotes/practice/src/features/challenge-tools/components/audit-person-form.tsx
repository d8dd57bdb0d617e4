import {
  ENERGY_IMPACT_LABELS,
  ENERGY_IMPACTS,
  ZAuditPerson,
  type TAuditPerson,
} from '@manifest/contracts/challenge-tools';
import { Button } from '@manifest/ui/button';
import { Form, LabeledField, useZodForm } from '@manifest/ui/form';
import { FormSelect } from '@manifest/ui/form-select';
import { Input } from '@manifest/ui/input';
import { UserPlus } from 'lucide-react';

/** A person as the API takes them, without the id the list gives them. */
const ZAuditPersonForm = ZAuditPerson.omit({ id: true });
type TAuditPersonDraft = Omit<TAuditPerson, 'id'>;
const EMPTY_PERSON: TAuditPersonDraft = {
  name: '',
  relationship: '',
  energy: 'neutral',
  timeSpent: '',
  notes: '',
};

type TTextField = {
  name: 'name' | 'relationship' | 'timeSpent' | 'notes';
  label: string;
  placeholder?: string;
  className?: string;
};
const BEFORE_ENERGY: readonly TTextField[] = [
  { name: 'name', label: 'Name' },
  { name: 'relationship', label: 'Relationship', placeholder: 'Friend, colleague, family...' },
];
const AFTER_ENERGY: readonly TTextField[] = [
  { name: 'timeSpent', label: 'Time spent', placeholder: 'e.g., 5 hours a week' },
  { name: 'notes', label: 'Notes', className: 'sm:col-span-2' },
];

type TAuditPersonFormProps = {
  isSaving: boolean;
  /** Resolves once the person is saved, and the form empties. */
  onAdd: (person: TAuditPersonDraft) => Promise<unknown>;
};

/** Who, how you know them, the energy they bring, time together; Add Person waits for a name. */
export function AuditPersonForm({ isSaving, onAdd }: TAuditPersonFormProps) {
  // Checked on submit: a blank name only keeps the button disabled, it is never an error.
  const form = useZodForm(ZAuditPersonForm, { mode: 'onSubmit', defaultValues: EMPTY_PERSON });
  const name = form.watch('name');
  const handleValid = form.handleSubmit((person) =>
    onAdd(person).then(
      () => form.reset(EMPTY_PERSON),
      () => undefined,
    ),
  );
  const textField = ({ name: field, label, placeholder, className }: TTextField) => (
    <LabeledField
      key={field}
      control={form.control}
      name={field}
      label={label}
      className={className ? `gap-1.5 ${className}` : 'gap-1.5'}
      render={({ field: props }) => <Input placeholder={placeholder} {...props} />}
    />
  );

  return (
    <Form {...form}>
      <form onSubmit={handleValid} className="grid gap-3 sm:grid-cols-2" aria-label="Add a person">
        {BEFORE_ENERGY.map(textField)}
        <FormSelect
          control={form.control}
          name="energy"
          label="Energy impact"
          options={ENERGY_IMPACTS}
          labels={ENERGY_IMPACT_LABELS}
          className="gap-1.5"
        />
        {AFTER_ENERGY.map(textField)}
        <Button type="submit" className="sm:col-span-2" disabled={name.trim() === '' || isSaving}>
          <UserPlus aria-hidden="true" />
          Add Person
        </Button>
      </form>
    </Form>
  );
}
