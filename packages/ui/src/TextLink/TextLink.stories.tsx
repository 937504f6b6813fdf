import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCanvas } from '../storyLayout';
import * as styles from '../storyLayout.css';
import { TextLink, textLinkTones } from './TextLink';

const meta = {
  title: 'Components/TextLink',
  component: TextLink,
  args: { href: '/about', children: 'About' },
  argTypes: { tone: { control: 'inline-radio', options: textLinkTones } },
  decorators: [withCanvas],
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <div className={styles.row}>
      {textLinkTones.map((tone) => (
        <TextLink key={tone} {...args} tone={tone}>
          {tone}
        </TextLink>
      ))}
    </div>
  ),
};

export const UnderlineOnHover: Story = { args: { tone: 'muted', underline: 'hover', children: 'Privacy' } };

export const External: Story = {
  args: { href: 'https://www.instagram.com/', external: true, children: 'Follow us on Instagram' },
};

export const InText: Story = {
  render: () => (
    <p>
      Questions about your privacy? Reach us through the contacts on our <TextLink href="/team">Team page</TextLink>.
    </p>
  ),
};
