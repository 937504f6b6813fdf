export {
  panelId,
  SegmentedTabs,
  type SegmentedTabsProps,
  segmentedTabsVariants,
  type TabOption,
  TabPanel,
  type TabPanelProps,
  tabId,
} from './SegmentedTabs';
