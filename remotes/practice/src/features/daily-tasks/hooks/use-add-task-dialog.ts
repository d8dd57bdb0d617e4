import { useState } from 'react';

/** Whether the Add Custom Task dialog is open; the header and the empty state both open it. */
export function useAddTaskDialog() {
  const [isOpen, setIsOpen] = useState(false);
  return { isOpen, setIsOpen, open: () => setIsOpen(true) };
}
