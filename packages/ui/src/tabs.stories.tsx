import type { Meta, StoryObj } from '@storybook/react-vite';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = { title: 'Components/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const ChallengeTabs: TStory = {
  args: { defaultValue: 'instructions' },
  render: (args) => (
    <Tabs {...args} className="max-w-md">
      <TabsList>
        <TabsTrigger value="instructions">Instructions</TabsTrigger>
        <TabsTrigger value="timer">Timer</TabsTrigger>
        <TabsTrigger value="notes">Notes</TabsTrigger>
      </TabsList>
      <TabsContent value="instructions">Write down your vision in one page.</TabsContent>
      <TabsContent value="timer">30:00</TabsContent>
      <TabsContent value="notes">Your notes stay with this challenge.</TabsContent>
    </Tabs>
  ),
};
