import type { FastifyInstance } from 'fastify';
import accountRoutes from './account';
import adminRoutes from './admin';
import authRoutes from './auth';
import characterRoutes from './characters';
import chatRoutes from './chat';
import healthRoutes from './health';
import imageRoutes from './images';
import interactionRoutes from './interactions';
import memoryRoutes from './memories';
import messageRoutes from './messages';
import settingsRoutes from './settings';
import siteRoutes from './site';
import userRoutes from './users';
import waitlistRoutes from './waitlist';

/** Every route below the API prefix, one plugin per domain. */
export default async function apiRoutes(fastify: FastifyInstance) {
  await fastify.register(healthRoutes);
  await fastify.register(siteRoutes);
  await fastify.register(imageRoutes);
  await fastify.register(authRoutes);
  await fastify.register(userRoutes);
  await fastify.register(accountRoutes);
  await fastify.register(settingsRoutes);
  await fastify.register(waitlistRoutes);
  await fastify.register(characterRoutes);
  await fastify.register(interactionRoutes);
  await fastify.register(messageRoutes);
  await fastify.register(chatRoutes);
  await fastify.register(memoryRoutes);
  await fastify.register(adminRoutes);
}
