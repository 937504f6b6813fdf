export {
  MemoryPanel,
  type MemoryPanelItem,
  type MemoryPanelOutcome,
  type MemoryPanelProps,
  type MemoryPanelSection,
  type MemoryPanelStatus,
  memoryPanelStatuses,
  memoryPanelTexts,
} from './MemoryPanel';
