import { Box, SimpleGrid, Text } from '@chakra-ui/react'
import {
  Apple, Bell, BookOpen, Carrot, ChartColumn, Check, ChevronLeft, ChevronRight, CircleAlert, Clock, Coffee, Cookie,
  Download, Droplet, Dumbbell, Egg, Fish, Heart, HeartPulse, House, Image as ImageIcon, Info, LayoutDashboard, Leaf, Lock,
  LogOut, Mail, Map as MapIcon, Menu, Milk, Pencil, Pizza, Plus, Salad, Scale, Search, Settings, Soup, Star, Tag, Trash2,
  Upload, User, Users, Utensils, Wheat, X, type LucideIcon,
} from 'lucide-react'

/** A curated set: importing lucide's whole catalogue would add hundreds of kilobytes for a demo. */
const ICONS: Record<string, LucideIcon> = {
  Apple, Bell, BookOpen, Carrot, ChartColumn, Check, ChevronLeft, ChevronRight, CircleAlert, Clock, Coffee, Cookie,
  Download, Droplet, Dumbbell, Egg, Fish, Heart, HeartPulse, House, Image: ImageIcon, Info, LayoutDashboard, Leaf, Lock,
  LogOut, Mail, Map: MapIcon, Menu, Milk, Pencil, Pizza, Plus, Salad, Scale, Search, Settings, Soup, Star, Tag, Trash2,
  Upload, User, Users, Utensils, Wheat, X,
}

/** Demo: the icon set in a grid (design §8.3). */
export function IconsScreen() {
  return (
    <Box p={{ base: 4, md: 6 }}>
      <SimpleGrid as="ul" listStyleType="none" minChildWidth="120px" gap={3}>
        {Object.entries(ICONS).map(([name, Icon]) => (
          <Box as="li" key={name} bg="white" borderWidth="1px" rounded="md" p={3} display="flex" flexDirection="column" alignItems="center" gap={2}>
            <Icon aria-hidden size={28} />
            <Text fontSize="xs" color="gray.800">{name}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  )
}
