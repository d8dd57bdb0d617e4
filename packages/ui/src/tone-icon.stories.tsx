import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, Flame, Flower2, Sparkles, Target } from 'lucide-react';

import { ToneIcon } from './tone-icon';

const meta = {
  title: 'Components/ToneIcon',
  component: ToneIcon,
  args: { tone: 'primary', children: <Target /> },
  argTypes: {
    tone: { control: 'select', options: ['primary', 'success', 'calm', 'streak', 'accent'] },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ToneIcon>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {};

export const Tones: TStory = {
  render: () => (
    <div className="flex gap-3">
      <ToneIcon tone="primary">
        <Target />
      </ToneIcon>
      <ToneIcon tone="success">
        <CalendarCheck />
      </ToneIcon>
      <ToneIcon tone="calm">
        <Flower2 />
      </ToneIcon>
      <ToneIcon tone="streak">
        <Flame />
      </ToneIcon>
      <ToneIcon tone="accent">
        <Sparkles />
      </ToneIcon>
    </div>
  ),
};
