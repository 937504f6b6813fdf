import type { SocialLink } from '@kindred/contract';

/** Networks by the domain their profile links live on; a subdomain (`www.`, `m.`) is the same network. */
const NETWORKS_BY_DOMAIN: Readonly<Record<string, string>> = {
  'bsky.app': 'Bluesky',
  'discord.com': 'Discord',
  'discord.gg': 'Discord',
  'facebook.com': 'Facebook',
  'github.com': 'GitHub',
  'instagram.com': 'Instagram',
  'linkedin.com': 'LinkedIn',
  'mastodon.social': 'Mastodon',
  'medium.com': 'Medium',
  'pinterest.com': 'Pinterest',
  'reddit.com': 'Reddit',
  'snapchat.com': 'Snapchat',
  'threads.com': 'Threads',
  'threads.net': 'Threads',
  'tiktok.com': 'TikTok',
  'tumblr.com': 'Tumblr',
  'twitch.tv': 'Twitch',
  'twitter.com': 'X',
  'x.com': 'X',
  'youtube.com': 'YouTube',
};

/** The link with its network named from its host; a host of no known network names itself (`www.` left out). */
export function socialLinkOf(url: string): SocialLink {
  const host = new URL(url).hostname.toLowerCase();
  const labels = host.split('.');
  for (let start = 0; start < labels.length - 1; start += 1) {
    const network = NETWORKS_BY_DOMAIN[labels.slice(start).join('.')];
    if (network) return { network, url };
  }
  return { network: host.replace(/^www\./, ''), url };
}
