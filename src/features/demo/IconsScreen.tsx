import {
  Apple,
  Bell,
  BookOpen,
  Carrot,
  ChartColumn,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  Clock,
  Coffee,
  Cookie,
  Download,
  Droplet,
  Dumbbell,
  Egg,
  Fish,
  Heart,
  HeartPulse,
  House,
  Image as ImageIcon,
  Info,
  LayoutDashboard,
  Leaf,
  Lock,
  LogOut,
  Mail,
  Map as MapIcon,
  Menu,
  Milk,
  Pencil,
  Pizza,
  Plus,
  Salad,
  Scale,
  Search,
  Settings,
  Soup,
  Star,
  Tag,
  Trash2,
  Upload,
  User,
  Users,
  Utensils,
  Wheat,
  X,
  type LucideIcon,
} from 'lucide-react'
import { demoClass, iconsClass as s } from './demo.styles'

/** A curated set: importing lucide's whole catalogue would add hundreds of kilobytes for a demo. */
const ICONS: Record<string, LucideIcon> = {
  Apple,
  Bell,
  BookOpen,
  Carrot,
  ChartColumn,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  Clock,
  Coffee,
  Cookie,
  Download,
  Droplet,
  Dumbbell,
  Egg,
  Fish,
  Heart,
  HeartPulse,
  House,
  Image: ImageIcon,
  Info,
  LayoutDashboard,
  Leaf,
  Lock,
  LogOut,
  Mail,
  Map: MapIcon,
  Menu,
  Milk,
  Pencil,
  Pizza,
  Plus,
  Salad,
  Scale,
  Search,
  Settings,
  Soup,
  Star,
  Tag,
  Trash2,
  Upload,
  User,
  Users,
  Utensils,
  Wheat,
  X,
}

/** Demo: the icon set in a grid (see docs/decisions.md, "Profile and demo screens"). */
export function IconsScreen() {
  return (
    <div className={demoClass.page}>
      <ul className={s.grid}>
        {Object.entries(ICONS).map(([name, Icon]) => (
          <li key={name} className={s.item}>
            <Icon aria-hidden size={28} />
            {/* The icon set's own names, as code imports them: not words to translate. */}
            <p className={s.name} translate="no">
              {name}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
