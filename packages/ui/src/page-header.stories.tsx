import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from './button';
import { PageContainer, PageHeader } from './page-header';

const meta = {
  title: 'Components/Page header',
  component: PageHeader,
  args: { title: 'Your Track Record' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type TStory = StoryObj<typeof meta>;

export const WithActions: TStory = {
  render: (args) => (
    <PageContainer>
      <PageHeader
        {...args}
        description="Every step you have taken, day by day."
        actions={<Button variant="outline">Clear Filter</Button>}
      />
    </PageContainer>
  ),
};
