import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from './button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const Default: TStory = {
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Daily Tasks</CardTitle>
        <CardDescription>Small steps that move you toward your vision.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">3 of 5 tasks completed today.</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">Open Tasks</Button>
      </CardFooter>
    </Card>
  ),
};

export const Stat: TStory = {
  render: (args) => (
    <Card {...args} className="w-48">
      <CardHeader>
        <CardDescription>Streak</CardDescription>
        <CardTitle className="text-3xl">4 days</CardTitle>
      </CardHeader>
    </Card>
  ),
};
