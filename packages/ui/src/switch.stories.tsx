import type { Meta, StoryObj } from '@storybook/react-vite';

import { Label } from './label';
import { Switch } from './switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { 'aria-label': 'Practice reminder' },
} satisfies Meta<typeof Switch>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Off: TStory = {};

export const On: TStory = {
  args: { defaultChecked: true },
};

export const Disabled: TStory = {
  args: { disabled: true, defaultChecked: true },
};

export const WithLabel: TStory = {
  render: (args) => (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor="practice">Practice reminder</Label>
      <Switch {...args} id="practice" aria-label={undefined} />
    </div>
  ),
};
