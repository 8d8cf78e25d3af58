# A small configuration of the linode/linode provider: a VPC, its subnet and a firewall.
terraform {
  required_providers {
    linode = {
      source  = "linode/linode"
      version = "~> 3.13"
    }
  }
}

variable "region" {
  type    = string
  default = "us-east"
}

variable "office_cidr" {
  type    = string
  default = "203.0.113.0/24"
}

resource "linode_vpc" "app" {
  label  = "app-vpc"
  region = var.region
}

resource "linode_vpc_subnet" "web" {
  vpc_id = linode_vpc.app.id
  label  = "web"
  ipv4   = "10.0.1.7/24"
}

resource "linode_firewall" "web" {
  label           = "web-fw"
  inbound_policy  = "DROP"
  outbound_policy = "ACCEPT"

  inbound {
    label    = "https"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = "80, 443"
    ipv4     = ["0.0.0.0/0"]
    ipv6     = ["::/0"]
  }

  inbound {
    label    = "ssh"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = "22"
    ipv4     = ["0.0.0.0/0"]
  }

  inbound {
    label    = "office-admin"
    action   = "ACCEPT"
    protocol = "TCP"
    ports    = "22, 5432"
    ipv4     = [var.office_cidr]
  }
}
