import {
  DEFAULT_MEDITATION_SCRIPT_DURATION,
  MEDITATION_SCRIPT_DURATIONS,
  ZMeditationScriptRequest,
  type TMeditationScriptRequest,
} from '@manifest/contracts/ai';
import { Button } from '@manifest/ui/button';
import { Card } from '@manifest/ui/card';
import { cn } from '@manifest/ui/cn';
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
import { Textarea } from '@manifest/ui/textarea';
import { Copy, Download, Flower2, LoaderCircle, Play, RefreshCw, Square } from 'lucide-react';
import { useId } from 'react';

import { useGenerateMeditationScript } from './api/generate-meditation-script';
import { OfflineGuideNote } from './components/offline-guide-note';
import { useScriptVoice } from './hooks/use-script-voice';
import { copyText } from './utils/copy-text';
import { scriptFileName } from './utils/script-file-name';

const EMPTY_REQUEST: TMeditationScriptRequest = {
  topic: '',
  intent: '',
  duration: DEFAULT_MEDITATION_SCRIPT_DURATION,
};

function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** AI Meditation Scripts (spec 001 sections 2, 5, 7, 8, 9): a topic and an intention become a script to hear, copy or keep. */
export function MeditationScriptGenerator() {
  const form = useZodForm(ZMeditationScriptRequest, { defaultValues: EMPTY_REQUEST });
  const generate = useGenerateMeditationScript();
  const voice = useScriptVoice();
  const id = useId();
  const script = generate.data?.script;
  const [topic, intent, duration] = form.watch(['topic', 'intent', 'duration']);
  // Spec 001 section 5: Create waits for a topic and an intent (after trimming).
  const canCreate = topic.trim().length > 0 && intent.trim().length > 0 && !generate.isPending;

  const create = form.handleSubmit((request) => {
    voice.stop();
    generate.mutate(request);
  });

  return (
    <Card role="region" aria-labelledby={`${id}-title`} className="space-y-4 p-6">
      <div className="space-y-1">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
          <Flower2 aria-hidden="true" className="size-5 text-primary" />
          AI Meditation Scripts
        </h2>
        <p className="text-sm text-muted-foreground">
          A guided meditation written for your topic and intention, to read or to hear.
        </p>
      </div>
      <Form {...form}>
        <form
          noValidate
          onSubmit={(event) => void create(event)}
          className="grid gap-4"
          aria-label="Create a meditation"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="topic"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Topic</FormLabel>
                  <FormControl>
                    <Input maxLength={200} placeholder="e.g., Inner peace" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="duration"
              render={({ field }) => (
                <fieldset className="space-y-1.5">
                  <legend className="text-sm leading-none font-medium">Duration</legend>
                  <div className="flex flex-wrap gap-1.5 pt-1.5">
                    {MEDITATION_SCRIPT_DURATIONS.map((minutes) => (
                      <label
                        key={minutes}
                        className={cn(
                          'cursor-pointer rounded-full border px-3 py-1.5 text-sm transition-colors has-focus-visible:ring-2 has-focus-visible:ring-ring',
                          field.value === minutes
                            ? 'border-primary bg-primary text-primary-foreground'
                            : 'border-border hover:bg-accent',
                        )}
                      >
                        <input
                          type="radio"
                          name={`${id}-duration`}
                          value={minutes}
                          checked={field.value === minutes}
                          onChange={() => field.onChange(minutes)}
                          className="sr-only"
                        />
                        {minutes} min
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            />
          </div>
          <FormField
            control={form.control}
            name="intent"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Personal intent</FormLabel>
                <FormControl>
                  <Textarea
                    rows={2}
                    maxLength={1000}
                    placeholder="e.g., Feel calm and confident before my presentation"
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={!canCreate} className="sm:w-fit">
            {generate.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {generate.isPending ? 'Writing your meditation...' : 'Create Meditation'}
          </Button>
          {generate.isPending && (
            <div role="status" className="space-y-1.5">
              <div className="h-1.5 overflow-hidden rounded-full bg-secondary">
                <div className="h-full w-1/3 animate-pulse rounded-full bg-primary motion-reduce:animate-none" />
              </div>
              <p className="text-xs text-muted-foreground">
                Writing a {duration}-minute meditation on {topic.trim()}...
              </p>
            </div>
          )}
        </form>
      </Form>
      {script && (
        <div className="space-y-3" aria-live="polite">
          <div
            tabIndex={0}
            aria-label="Your meditation script"
            className="max-h-80 overflow-y-auto rounded-lg border border-border bg-secondary/30 p-4 text-sm leading-relaxed whitespace-pre-line focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {script}
          </div>
          <div className="flex flex-wrap gap-2">
            {voice.isPlaying ? (
              <Button variant="outline" size="sm" onClick={voice.stop}>
                <Square aria-hidden="true" />
                Stop Voice
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={() => voice.play(script)}>
                <Play aria-hidden="true" />
                Play with Voice
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              onClick={() => void copyText(script, 'Copied!', 'The script is on your clipboard.')}
            >
              <Copy aria-hidden="true" />
              Copy
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => downloadText(script, scriptFileName(topic))}
            >
              <Download aria-hidden="true" />
              Download
            </Button>
            <Button variant="outline" size="sm" onClick={() => void create()} disabled={!canCreate}>
              <RefreshCw aria-hidden="true" />
              Regenerate
            </Button>
          </div>
          <OfflineGuideNote source={generate.data?.source} />
        </div>
      )}
    </Card>
  );
}
