import { useState, type ChangeEvent } from 'react';

type TTextFields = Record<string, string>;

/** Controlled text inputs for a small form: `bind('email')` gives the input its value and setter. */
export function useFormFields<TValues extends TTextFields>(initialValues: TValues) {
  const [values, setValues] = useState(initialValues);

  const bind = (name: keyof TValues & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
  });

  /** Back to the initial values, e.g. after a successful submit. */
  const reset = () => setValues(initialValues);

  return { values, bind, reset };
}
