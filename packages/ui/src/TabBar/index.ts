export { TabBar, type TabBarProps } from './TabBar';
