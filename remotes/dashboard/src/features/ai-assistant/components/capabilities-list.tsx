import { Card } from '@manifest/ui/card';
import { Check } from 'lucide-react';
import { AI_CAPABILITIES } from '../utils/assistant-content';

/** What Aurora can help with (spec 001 section 2). */
export function CapabilitiesList() {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold">What Aurora can help with</h2>
      <ul className="mt-3 grid gap-2 text-sm">
        {AI_CAPABILITIES.map((capability) => (
          <li key={capability} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {capability}
          </li>
        ))}
      </ul>
    </Card>
  );
}
