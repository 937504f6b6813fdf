import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from './contract.css';
import { darkTokens } from './darkTokens';
import * as styles from './Tokens.stories.css';

type Leaf = { name: string; cssVar: string; value: string };

/** Walks the contract and the dark values side by side, so every token shows its name and value. */
function leaves(contract: object, values: object, prefix = ''): Leaf[] {
  return Object.entries(contract).flatMap(([key, cssVar]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    const value = (values as Record<string, unknown>)[key];
    if (typeof cssVar === 'string') return [{ name, cssVar, value: String(value) }];
    return leaves(cssVar as object, value as object, name);
  });
}

const meta = { title: 'Foundations/Tokens' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  render: () => (
    <div className={styles.page}>
      <h1 className={styles.heading}>Colour</h1>
      <div className={styles.grid}>
        {leaves(vars.color, darkTokens.color).map(({ name, cssVar, value }) => (
          <div key={name} className={styles.token}>
            <div className={styles.swatch} style={{ background: cssVar }} />
            <span className={styles.name}>{name}</span>
            <span className={styles.value}>{value}</span>
          </div>
        ))}
      </div>
    </div>
  ),
};

export const Type: Story = {
  render: () => (
    <div className={styles.page}>
      <h1 className={styles.heading}>Type scale</h1>
      {leaves(vars.type.size, darkTokens.type.size).map(({ name, cssVar, value }) => (
        <div key={name} className={styles.scaleRow}>
          <span className={styles.value}>
            {name} · {value}
          </span>
          <span className={styles.displaySample} style={{ fontSize: cssVar }}>
            Discover a new era of companionship.
          </span>
        </div>
      ))}
      <h2 className={styles.heading}>Families and weights</h2>
      {leaves(vars.type.weight, darkTokens.type.weight).map(({ name, cssVar }) => (
        <div key={name} className={styles.scaleRow}>
          <span className={styles.value}>{name}</span>
          <span style={{ fontWeight: cssVar, fontFamily: vars.type.family.body }}>
            Engage with intelligent AI characters who learn, adapt, and grow with you.
          </span>
        </div>
      ))}
    </div>
  ),
};

export const Spacing: Story = {
  render: () => (
    <div className={styles.page}>
      <h1 className={styles.heading}>Space</h1>
      {leaves(vars.space, darkTokens.space).map(({ name, cssVar, value }) => (
        <div key={name} className={styles.scaleRow}>
          <span className={styles.value}>
            {name} · {value}
          </span>
          <div className={styles.bar} style={{ width: cssVar }} />
        </div>
      ))}
    </div>
  ),
};

export const Radii: Story = {
  render: () => (
    <div className={styles.page}>
      <h1 className={styles.heading}>Radius</h1>
      <div className={styles.grid}>
        {leaves(vars.radius, darkTokens.radius).map(({ name, cssVar, value }) => (
          <div key={name} className={styles.token}>
            <div className={styles.shape} style={{ borderRadius: cssVar }} />
            <span className={styles.name}>{name}</span>
            <span className={styles.value}>{value}</span>
          </div>
        ))}
      </div>
    </div>
  ),
};

export const Shadows: Story = {
  render: () => (
    <div className={styles.page}>
      <h1 className={styles.heading}>Depth</h1>
      <div className={styles.grid}>
        {leaves(vars.shadow, darkTokens.shadow).map(({ name, cssVar }) => (
          <div key={name} className={styles.token}>
            <div className={styles.elevated} style={{ boxShadow: cssVar }} />
            <span className={styles.name}>{name}</span>
          </div>
        ))}
      </div>
    </div>
  ),
};

export const Motion: Story = {
  render: () => (
    <div className={styles.page}>
      <h1 className={styles.heading}>Motion</h1>
      {leaves(vars.motion, darkTokens.motion).map(({ name, value }) => (
        <div key={name} className={styles.scaleRow}>
          <span className={styles.name}>{name}</span>
          <span className={styles.value}>{value}</span>
        </div>
      ))}
    </div>
  ),
};
