import { describe, expect, it } from 'vitest';
import { formatLocation, galleryLength, isMatch, toDeckCard, toProfileView } from '../src/discovery/characterView';
import { character } from './fixtures';

describe('toDeckCard', () => {
  it('fills every default of the browse mapping', () => {
    expect(toDeckCard({ id: 'abc' })).toMatchObject({
      id: 'abc',
      personality: [],
      interests: [],
      avatar: '',
      profileImageUrl: '',
      location: { country: 'Unknown' },
      gender: 'other',
      occupation: 'Not specified',
      communicationStyle: 'average',
      relationshipType: 'casual',
      ageRangeMin: 18,
      ageRangeMax: 99,
      verified: false,
    });
  });

  it('maps a full character, preferring _id and lower-casing the gender', () => {
    const card = toDeckCard(character('c12', { _id: 'c12', id: 'other', gender: 'Female' }));
    expect(card).toMatchObject({
      id: 'c12',
      name: 'Character c12',
      personality: ['Curious'],
      interests: ['music'],
      avatar: '/portraits/c12.svg',
      profileImageUrl: '/portraits/c12.svg',
      location: { country: 'Portugal', city: 'Lisbon' },
      gender: 'female',
      verified: false,
    });
  });

  it('is verified when the id has an even length', () => {
    expect(toDeckCard({ _id: 'ab' }).verified).toBe(true);
    expect(toDeckCard({ _id: 'abc' }).verified).toBe(false);
    expect(toDeckCard({ id: 'abcd' }).verified).toBe(true);
  });

  it('keeps a text location and the profile fields', () => {
    const card = toDeckCard({ _id: 'x', location: 'Paris', backgroundStory: 'Once', images: ['a.svg'] });
    expect(card).toMatchObject({ location: 'Paris', backgroundStory: 'Once', images: ['a.svg'] });
  });
});

describe('toProfileView', () => {
  it('uses the same defaults but is never verified', () => {
    expect(toProfileView({ _id: 'ab' })).toMatchObject({ id: 'ab', gender: 'other', verified: false });
  });
});

describe('formatLocation', () => {
  it('shows text as is, an object as its present parts, else Unknown', () => {
    expect(formatLocation('Lisbon, Portugal')).toBe('Lisbon, Portugal');
    expect(formatLocation({ city: 'Austin', state: 'Texas', country: 'USA' })).toBe('Austin, Texas, USA');
    expect(formatLocation({ country: 'Japan', city: '' })).toBe('Japan');
    expect(formatLocation({})).toBe('Unknown');
    expect(formatLocation('')).toBe('Unknown');
    expect(formatLocation(null)).toBe('Unknown');
    expect(formatLocation(undefined)).toBe('Unknown');
  });
});

describe('isMatch', () => {
  it('matches unless the relationship is missing or blocked', () => {
    expect(isMatch({ message: 'Liked', relationship: { type: 'Matched' } })).toBe(true);
    expect(isMatch({ message: 'Liked', relationship: { type: 'Blocked' } })).toBe(false);
    expect(isMatch({ message: 'Liked', relationship: null })).toBe(false);
    expect(isMatch({ message: 'Liked' })).toBe(false);
    expect(isMatch(undefined)).toBe(false);
  });
});

describe('galleryLength', () => {
  it('counts the images, or the six placeholders when there are none', () => {
    expect(galleryLength({ images: ['a', 'b'] })).toBe(2);
    expect(galleryLength({ images: [] })).toBe(6);
    expect(galleryLength({})).toBe(6);
  });
});
