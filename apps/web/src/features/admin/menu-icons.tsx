import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BarcodeOutlined from '@ant-design/icons/es/icons/BarcodeOutlined';
import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';
import CheckSquareOutlined from '@ant-design/icons/es/icons/CheckSquareOutlined';
import ClusterOutlined from '@ant-design/icons/es/icons/ClusterOutlined';
import DashboardOutlined from '@ant-design/icons/es/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/es/icons/DatabaseOutlined';
import DesktopOutlined from '@ant-design/icons/es/icons/DesktopOutlined';
import EnvironmentOutlined from '@ant-design/icons/es/icons/EnvironmentOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/es/icons/FormOutlined';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import LoginOutlined from '@ant-design/icons/es/icons/LoginOutlined';
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import NodeIndexOutlined from '@ant-design/icons/es/icons/NodeIndexOutlined';
import PartitionOutlined from '@ant-design/icons/es/icons/PartitionOutlined';
import ProfileOutlined from '@ant-design/icons/es/icons/ProfileOutlined';
import ProjectOutlined from '@ant-design/icons/es/icons/ProjectOutlined';
import SafetyOutlined from '@ant-design/icons/es/icons/SafetyOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons/es/icons/ShoppingCartOutlined';
import SwapOutlined from '@ant-design/icons/es/icons/SwapOutlined';
import TagsOutlined from '@ant-design/icons/es/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import ToolOutlined from '@ant-design/icons/es/icons/ToolOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import type { ComponentType } from 'react';

/**
 * The icons a menu may carry: the ones the app ships (the route table's group icons and a set for screens),
 * named as the contract's menu entries name them. 菜单管理 renders them and offers exactly these in its picker.
 */
export const MENU_ICONS: Readonly<Record<string, ComponentType>> = {
  HomeOutlined,
  DesktopOutlined,
  ProjectOutlined,
  AppstoreOutlined,
  ApartmentOutlined,
  ShoppingCartOutlined,
  SettingOutlined,
  InboxOutlined,
  UserOutlined,
  MenuOutlined,
  TeamOutlined,
  ClusterOutlined,
  BookOutlined,
  SafetyOutlined,
  FileTextOutlined,
  ToolOutlined,
  BarcodeOutlined,
  DatabaseOutlined,
  ShopOutlined,
  TagsOutlined,
  SwapOutlined,
  LoginOutlined,
  LogoutOutlined,
  EnvironmentOutlined,
  DashboardOutlined,
  SearchOutlined,
  HistoryOutlined,
  CheckSquareOutlined,
  SendOutlined,
  FormOutlined,
  NodeIndexOutlined,
  PartitionOutlined,
  ProfileOutlined,
};

/** A menu's icon by name, with the name as its accessible label; nothing for no icon or an unknown name. */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  if (!Icon || !name) return null;
  return (
    <span role="img" aria-label={name}>
      <Icon />
    </span>
  );
}

/** The picker's options: each icon drawn beside its name. */
export const MENU_ICON_OPTIONS = Object.keys(MENU_ICONS).map((name) => ({
  value: name,
  label: (
    <span>
      <MenuIcon name={name} /> {name}
    </span>
  ),
}));
