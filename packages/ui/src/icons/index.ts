export { Icon, type IconProps, iconSizes } from './Icon';
export {
  ArrowLeftIcon,
  ArrowRightIcon,
  ArrowUpRightIcon,
  CloseIcon,
  HeartIcon,
  LockIcon,
  MailIcon,
  MapPinIcon,
  SparkleIcon,
} from './icons';
